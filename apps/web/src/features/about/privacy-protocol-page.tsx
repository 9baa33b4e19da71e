export default function Page() { return <div>about/privacy-protocol-page</div>; }
