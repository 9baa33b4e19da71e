export default function Page() { return <div>about/hacker-rights-page</div>; }
