/** How a post shows its images (spec §2 post card): one wide, two side by side, or a 2×2 grid. */
export type ImageGridLayout = 'single' | 'double' | 'grid';

// Spec §9: the card shows at most 4 images, then '+N' on the last tile.
const MAX_GRID_TILES = 4;

export type ImageGridPlan = {
  layout: ImageGridLayout;
  /** How many tiles are drawn. */
  tiles: number;
  /** Images beyond the last tile, shown as '+N' on it; 0 when all fit. */
  hidden: number;
};

/** The layout rule: 1 full width, 2 in two columns, 3 or more in a 2×2 grid with '+N' beyond 4. */
export function planImageGrid(count: number): ImageGridPlan | null {
  if (count <= 0) return null;
  if (count === 1) return { layout: 'single', tiles: 1, hidden: 0 };
  if (count === 2) return { layout: 'double', tiles: 2, hidden: 0 };
  const tiles = Math.min(count, MAX_GRID_TILES);
  return { layout: 'grid', tiles, hidden: count - tiles };
}
