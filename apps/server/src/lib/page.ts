import type { Page } from '@dongne/contract';

/** The contract's page shape from one page of items and the total. */
export function toPage<T>(content: T[], { page, size, total }: { page: number; size: number; total: number }): Page<T> {
  const totalPages = Math.ceil(total / size);
  return {
    content,
    number: page,
    size,
    totalElements: total,
    totalPages,
    first: page === 0,
    last: page >= totalPages - 1,
    empty: content.length === 0,
  };
}
