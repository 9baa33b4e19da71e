export default function Page() { return <div>company-services/attack-effect-page</div>; }
