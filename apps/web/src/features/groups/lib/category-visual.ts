import {
  BookOpen,
  Camera,
  Church,
  Dumbbell,
  Gamepad2,
  HandHeart,
  Languages,
  type LucideIcon,
  Palette,
  PiggyBank,
  Sparkles,
  Tent,
  Ticket,
  UsersRound,
  UtensilsCrossed,
} from 'lucide-react';

type CategoryVisual = { icon: LucideIcon; gradient: string; tint: string };

// One soft gradient and icon per top-level category (ids of spec §3 list A), so a group without a
// photo is still recognisable at a glance and two neighbouring cards rarely look the same.
const VISUALS: Record<number, CategoryVisual> = {
  1: { icon: HandHeart, gradient: 'from-rose-100 to-orange-50', tint: 'text-rose-500' },
  2: { icon: UsersRound, gradient: 'from-amber-100 to-yellow-50', tint: 'text-amber-600' },
  3: { icon: UtensilsCrossed, gradient: 'from-orange-100 to-amber-50', tint: 'text-orange-500' },
  4: { icon: Dumbbell, gradient: 'from-emerald-100 to-lime-50', tint: 'text-emerald-600' },
  5: { icon: Tent, gradient: 'from-teal-100 to-cyan-50', tint: 'text-teal-600' },
  6: { icon: Ticket, gradient: 'from-fuchsia-100 to-pink-50', tint: 'text-fuchsia-500' },
  7: { icon: Camera, gradient: 'from-sky-100 to-indigo-50', tint: 'text-sky-600' },
  8: { icon: Gamepad2, gradient: 'from-violet-100 to-purple-50', tint: 'text-violet-500' },
  9: { icon: BookOpen, gradient: 'from-yellow-100 to-orange-50', tint: 'text-yellow-700' },
  10: { icon: Languages, gradient: 'from-blue-100 to-sky-50', tint: 'text-blue-500' },
  11: { icon: PiggyBank, gradient: 'from-green-100 to-emerald-50', tint: 'text-green-600' },
  12: { icon: Church, gradient: 'from-stone-100 to-amber-50', tint: 'text-stone-500' },
  13: { icon: Palette, gradient: 'from-pink-100 to-rose-50', tint: 'text-pink-500' },
};
const OTHER: CategoryVisual = { icon: Sparkles, gradient: 'from-brand-100 to-brand-50', tint: 'text-brand-500' };

/** Top-level id of a category id: sub-categories are numbered parent × 100 + sequence (spec §3). */
function topCategoryId(categoryId: number): number {
  return categoryId >= 100 ? Math.floor(categoryId / 100) : categoryId;
}

export function categoryVisual(categoryId: number | null | undefined): CategoryVisual {
  if (!categoryId) return OTHER;
  return VISUALS[topCategoryId(categoryId)] ?? OTHER;
}
