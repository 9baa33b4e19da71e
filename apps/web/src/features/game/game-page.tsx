export default function Page() { return <div>game/game-page</div>; }
