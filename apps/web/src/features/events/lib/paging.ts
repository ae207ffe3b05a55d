// Spec §9: the events screen asks for 20 at a time (the service's own default is 10).
export const EVENT_LIST_SIZE = 20;
export const PARTICIPANT_PAGE_SIZE = 50;
