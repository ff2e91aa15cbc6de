export {
  cardsAt,
  GRANDMASTERS_LEAVE_GRACE_MS,
  type GrandmastersCards,
  type GrandmastersContext,
  type GrandmastersEvent,
  type GrandmastersInput,
  type GrandmastersMachine,
  type GrandmastersOpen,
  grandmastersMachine,
  type LoginTicket,
  SERIES_UNTIL_HOUR,
} from './grandmasters.machine.ts';
