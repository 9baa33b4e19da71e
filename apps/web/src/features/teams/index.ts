export { useTeamStatus, TEAM_STATUS_KEY } from './team-status';
