import { z } from 'zod';
import { SEARCH_MSG, searchQueryProblem } from './search-words.ts';

/** A query, trimmed, checked by `searchQueryProblem`: at most 100 characters and five words, no lone initial consonant. */
export const searchQueryField = z
  .string()
  .trim()
  .superRefine((query, context) => {
    const problem = searchQueryProblem(query);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/**
 * The query of `/api/search/groups`, where the words are the point: absent it lists the filters'
 * groups, but present and blank (`query=+++`) it is a 400 instead of every group counted and
 * ranked. `/api/groups` and the explore box keep `searchQueryField`, where blank is no query.
 */
export const searchWordsField = searchQueryField.refine((query) => query.length > 0, SEARCH_MSG.empty);

/** `locationIds=1,23`: district ids, comma-separated, each at most once counted. */
export const locationIdsField = z
  .string()
  .trim()
  .regex(/^\d{1,3}(,\d{1,3}){0,39}$/, SEARCH_MSG.badLocations)
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id > 0), SEARCH_MSG.badLocations);

/** `near=true|false` as a query string carries it. */
export const booleanQueryField = z.enum(['true', 'false']).transform((value) => value === 'true');
