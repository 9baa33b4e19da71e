export default function Page() { return <div>about/user-protocol-page</div>; }
