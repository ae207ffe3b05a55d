// Spec §9: lists are read 20 at a time.
export const PROFILE_PAGE_SIZE = 20;
