export default function Page() { return <div>about/hole-level-page</div>; }
