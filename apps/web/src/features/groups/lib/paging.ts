// Spec §9: explore and every other group list ask for 20 at a time; home shows 8.
export const LIST_PAGE_SIZE = 20;
export const HOME_LIST_SIZE = 8;
