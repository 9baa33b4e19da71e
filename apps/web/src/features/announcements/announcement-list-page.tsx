export default function Page() { return <div>announcements/announcement-list-page</div>; }
