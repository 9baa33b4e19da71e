export default function Page() { return <div>company-services/bugbounty-page</div>; }
