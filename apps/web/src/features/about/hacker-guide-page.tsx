export default function Page() { return <div>about/hacker-guide-page</div>; }
