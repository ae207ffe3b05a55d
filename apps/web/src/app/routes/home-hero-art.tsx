import { Bike, BookOpen, Camera, Coffee, Dumbbell, Footprints, Music, UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { DISCOVERY_TEXT } from '@/features/groups/discovery-messages.ts';

// Interest tiles: each opens explore with its category (ids of the reference data: 러닝 401,
// 독서 모임 901, 카페 투어 302, 맛집 탐방 301, 사진 출사 701, 자전거 411, 문화/공연 6, 운동 4).
const TILES = [
  { icon: Footprints, label: TEXT.heroTiles[0], categoryId: 401, tone: 'bg-brand-600 text-white hover:bg-brand-700' },
  { icon: BookOpen, label: TEXT.heroTiles[1], categoryId: 901, tone: 'bg-white text-gray-800 hover:bg-gray-50' },
  { icon: Coffee, label: TEXT.heroTiles[2], categoryId: 302, tone: 'bg-white text-gray-800 hover:bg-gray-50' },
  { icon: UtensilsCrossed, label: TEXT.heroTiles[3], categoryId: 301, tone: 'bg-gray-900 text-white hover:bg-gray-800' },
  { icon: Camera, label: TEXT.heroTiles[4], categoryId: 701, tone: 'bg-white text-gray-800 hover:bg-gray-50' },
  { icon: Bike, label: TEXT.heroTiles[5], categoryId: 411, tone: 'bg-brand-100 text-brand-800 hover:bg-brand-200' },
  { icon: Music, label: TEXT.heroTiles[6], categoryId: 6, tone: 'bg-white text-gray-800 hover:bg-gray-50' },
  { icon: Dumbbell, label: TEXT.heroTiles[7], categoryId: 4, tone: 'bg-white text-gray-800 hover:bg-gray-50' },
] as const;

export function HeroArt() {
  return (
    <ul className="hidden grid-cols-4 gap-3 sm:grid">
      {TILES.map(({ icon: Icon, label, categoryId, tone }, index) => (
        <li key={label} className={index % 2 === 1 ? 'translate-y-4' : ''}>
          <Link
            to={`${paths.explore}?category=${categoryId}`}
            aria-label={DISCOVERY_TEXT.heroTileLabel(label)}
            className={`flex aspect-square flex-col items-center justify-center gap-2 rounded-2xl shadow-card transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${tone}`}
          >
            <Icon className="size-7" aria-hidden="true" />
            <span className="text-[13px] font-semibold">{label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
