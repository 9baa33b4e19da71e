export default function Page() { return <div>home/home-page</div>; }
