import type { Location } from '@dongne/contract';

/** The 동네 discovery starts from; app/use-my-districts.ts works it out from the account or the banner. */
export type MyDistricts = {
  /** As district ids: the banner's (map) 동네 first, then the chosen ones (PUT /users/locations). */
  ids: number[];
  /** The first of them, named; null until the district list has loaded. */
  primary: Location | null;
  /** Whether these are the account's (signed in) rather than this browser's or the default. */
  isAccount: boolean;
};
