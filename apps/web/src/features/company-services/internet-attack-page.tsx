export default function Page() { return <div>company-services/internet-attack-page</div>; }
