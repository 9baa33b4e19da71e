export default function Page() { return <div>announcements/announcement-detail-page</div>; }
