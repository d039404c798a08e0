import { Link } from 'react-router';

/** A player as the console names them: their nickname, a link to their page, and their id. */
export function PlayerLink({ player }: { player: { id: string; nickname: string } }) {
  return (
    <span className="player-ref">
      <Link to={`/players/${player.id}`}>{player.nickname}</Link>{' '}
      <code className="player-ref__id">{player.id}</code>
    </span>
  );
}
