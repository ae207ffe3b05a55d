import { Bike, BookOpen, Camera, Coffee, Dumbbell, Footprints, Music, UtensilsCrossed } from 'lucide-react';
import { TEXT } from '@/config/messages.ts';

// Decorative interest tiles: hint at what groups are about without pretending to be real groups.
const TILES = [
  { icon: Footprints, label: TEXT.heroTiles[0], tone: 'bg-brand-500 text-white' },
  { icon: BookOpen, label: TEXT.heroTiles[1], tone: 'bg-white text-gray-800' },
  { icon: Coffee, label: TEXT.heroTiles[2], tone: 'bg-white text-gray-800' },
  { icon: UtensilsCrossed, label: TEXT.heroTiles[3], tone: 'bg-gray-900 text-white' },
  { icon: Camera, label: TEXT.heroTiles[4], tone: 'bg-white text-gray-800' },
  { icon: Bike, label: TEXT.heroTiles[5], tone: 'bg-brand-100 text-brand-800' },
  { icon: Music, label: TEXT.heroTiles[6], tone: 'bg-white text-gray-800' },
  { icon: Dumbbell, label: TEXT.heroTiles[7], tone: 'bg-white text-gray-800' },
] as const;

export function HeroArt() {
  return (
    <div aria-hidden="true" className="hidden grid-cols-4 gap-3 sm:grid">
      {TILES.map(({ icon: Icon, label, tone }, index) => (
        <div
          key={label}
          className={`flex aspect-square flex-col items-center justify-center gap-2 rounded-2xl shadow-card ${tone} ${index % 2 === 1 ? 'translate-y-4' : ''}`}
        >
          <Icon className="size-7" />
          <span className="text-[13px] font-semibold">{label}</span>
        </div>
      ))}
    </div>
  );
}
