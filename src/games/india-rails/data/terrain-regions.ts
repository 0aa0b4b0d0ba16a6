/**
 * Hand-authored terrain regions of the India Rails map (docs/rules/india-rails.md §2.2),
 * as [longitude, latitude] polygons following real geography. A milepost takes the terrain of the
 * first region (in this order) that contains it; anywhere else is clear (the Gangetic and Indus
 * plains, the Deccan, the coastal plains). Desert regions are also the named areas of sand storms.
 */
import type { Country, Terrain } from '../map/types.ts';

/** One terrain region. */
export interface TerrainRegion {
  /** Stable id, e.g. 'thar' (sand storm cards name desert areas by it). */
  id: string;
  name: string;
  terrain: Exclude<Terrain, 'clear'>;
  /** Only mileposts of these countries (when the polygon overlaps a border on purpose). */
  countries?: Country[];
  /** Closed ring of [lon, lat] points (the last point joins the first). */
  polygon: [number, number][];
}

/** The regions, highest priority first. */
export const TERRAIN_REGIONS: readonly TerrainRegion[] = Object.freeze([
  {
    id: 'great-rann',
    name: 'Great Rann of Kutch',
    terrain: 'saltFlat',
    polygon: [
      [68.6, 23.75], [69.0, 24.05], [69.6, 24.3], [70.2, 24.4], [70.8, 24.5], [71.25, 24.55],
      [71.3, 24.2], [71.05, 23.85], [70.5, 23.75], [69.9, 23.7], [69.3, 23.62], [68.8, 23.55],
    ],
  },
  {
    id: 'little-rann',
    name: 'Little Rann of Kutch',
    terrain: 'saltFlat',
    polygon: [
      [70.6, 23.3], [70.75, 23.55], [71.2, 23.8], [71.7, 23.7], [71.85, 23.3], [71.5, 22.95],
      [70.9, 23.0],
    ],
  },
  {
    id: 'western-himalaya',
    name: 'Hindu Kush, Karakoram and the Great Himalaya of Kashmir, Himachal and Garhwal',
    terrain: 'alpine',
    polygon: [
      [70.8, 36.0], [71.3, 35.3], [72.2, 35.35], [73.0, 35.2], [73.6, 34.95], [74.3, 34.6],
      [74.9, 34.4], [75.5, 33.95], [76.1, 33.35], [76.7, 32.9], [77.2, 32.4], [77.9, 31.75],
      [78.6, 31.2], [79.3, 30.65], [80.1, 30.2], [80.9, 29.85],
      // Nepal's high Himalaya: Kathmandu (27.7N) stays in the hills below.
      [81.6, 29.3], [82.4, 29.0], [83.2, 28.65], [83.9, 28.4], [84.6, 28.2], [85.3, 27.98],
      [86.0, 27.8], [86.8, 27.7], [87.5, 27.55], [88.0, 27.45],
      // Sikkim, Bhutan and Arunachal north of the hills.
      [88.45, 27.45], [88.9, 27.6], [89.4, 27.65], [90.0, 27.7], [90.8, 27.72], [91.5, 27.78],
      [92.2, 27.9], [93.0, 28.05], [93.8, 28.25], [94.5, 28.4], [95.2, 28.35], [95.9, 28.15],
      [96.6, 28.05], [97.6, 28.2],
      [97.6, 31.0], [85.0, 33.0], [80.0, 37.5], [74.0, 38.0], [70.5, 37.5],
    ],
  },
  {
    id: 'cholistan',
    name: 'Cholistan Desert',
    terrain: 'desert',
    countries: ['Pakistan'],
    polygon: [
      [69.9, 28.1], [70.4, 28.35], [71.0, 28.95], [71.8, 29.25], [72.6, 29.6], [73.3, 29.95],
      [74.0, 30.1], [74.0, 27.0], [70.5, 27.0],
    ],
  },
  {
    id: 'thar',
    name: 'Thar Desert',
    terrain: 'desert',
    polygon: [
      // West edge: the irrigated Indus plain of Sindh stays clear (Hyderabad, Sukkur).
      [69.1, 24.35], [69.2, 25.0], [69.3, 25.5], [69.0, 26.2], [69.05, 27.0], [69.5, 27.7],
      [70.0, 28.1], [70.4, 28.35], [71.0, 28.95], [71.8, 29.25], [72.6, 29.6], [73.3, 29.95],
      // North-east edge: Bikaner and Churu desert; the Haryana plain and Shekhawati's east stay clear.
      [74.1, 30.05], [74.6, 29.5], [75.0, 29.0], [75.3, 28.4], [75.1, 27.6], [74.5, 27.1],
      [73.9, 26.6], [73.3, 26.3],
      // Jodhpur (73.0E) on the desert's eastern edge, then south-west to the Rann.
      [73.1, 25.8], [72.6, 25.2], [72.0, 24.75], [71.3, 24.6], [70.6, 24.5], [69.8, 24.35],
    ],
  },
  {
    id: 'thal',
    name: 'Thal Desert',
    terrain: 'desert',
    polygon: [
      [71.05, 31.8], [71.3, 32.35], [71.9, 32.45], [72.25, 31.9], [72.2, 31.2], [71.7, 30.75],
      [71.2, 30.9],
    ],
  },
  {
    id: 'kharan',
    name: 'Kharan and Chagai deserts',
    terrain: 'desert',
    polygon: [
      [61.5, 29.5], [62.5, 29.7], [64.3, 29.65], [65.2, 29.2], [65.9, 28.5], [65.9, 27.9],
      [65.2, 27.6], [64.4, 27.75], [63.5, 28.2], [62.3, 28.45], [61.5, 28.9],
    ],
  },
  {
    id: 'himalayan-foothills',
    name: 'Himalayan foothills, Kashmir valley and middle hills',
    terrain: 'mountain',
    polygon: [
      [71.6, 35.4], [71.9, 34.75], [72.3, 34.45], [72.75, 34.15], [73.0, 33.85], [73.35, 33.78],
      [73.7, 33.25], [74.3, 32.9], [74.9, 32.8], [75.5, 32.35], [76.2, 31.7], [76.8, 31.0],
      [77.5, 30.55], [78.2, 30.05], [78.9, 29.55], [79.6, 29.25], [80.2, 29.05],
      [80.7, 28.75], [81.5, 28.35], [82.5, 27.95], [83.5, 27.7], [84.5, 27.5], [85.5, 27.35],
      [86.5, 27.1], [87.5, 26.9], [88.0, 26.88], [88.5, 26.93], [89.0, 26.9], [90.0, 26.88],
      [91.0, 26.88], [92.0, 26.98], [93.0, 27.2], [94.0, 27.5], [94.75, 27.72], [95.5, 27.85],
      [96.3, 27.7], [97.6, 27.9],
      [97.6, 31.0], [85.0, 33.0], [80.0, 37.5], [74.0, 38.0], [71.0, 37.0],
    ],
  },
  {
    id: 'north-east-hills',
    name: 'Naga, Manipur, Mizo, Tripura and Chittagong hills; the Shillong plateau',
    terrain: 'mountain',
    polygon: [
      [97.6, 27.9], [96.3, 27.7], [95.6, 27.15], [94.9, 26.75], [94.3, 26.45], [93.7, 26.2],
      [93.0, 26.1], [92.4, 25.98], [91.8, 25.95], [91.0, 25.95], [90.4, 25.95], [89.85, 25.85],
      [89.85, 25.2], [90.6, 25.18], [91.6, 25.18], [92.2, 25.05], [92.4, 24.7], [92.15, 24.35],
      [91.75, 24.1], [91.55, 23.6], [91.8, 23.1], [91.95, 22.6], [92.0, 22.0], [92.15, 21.2],
      [92.7, 20.6], [94.5, 22.0], [95.5, 24.0], [97.0, 25.5],
    ],
  },
  {
    id: 'sulaiman-kirthar-baluchistan',
    name: 'Khyber hills, Sulaiman and Kirthar ranges, Baluchistan plateau and Makran',
    terrain: 'mountain',
    polygon: [
      [70.5, 36.5], [71.6, 35.4], [71.35, 34.5], [71.2, 34.1], [71.5, 33.75], [71.95, 33.5],
      [71.6, 33.15], [70.9, 33.1], [70.5, 32.5], [70.4, 31.6], [70.3, 30.8], [70.1, 30.0],
      [69.8, 29.4], [69.0, 29.1], [68.3, 29.2], [67.8, 29.55],
      // The low Kachhi plain (Sibi, Jacobabad) stays clear; the Kirthar rises west of the Indus.
      [67.55, 29.1], [67.55, 28.2], [67.5, 27.2], [67.55, 26.4], [67.55, 25.7], [67.35, 25.25],
      [67.1, 25.15], [66.7, 25.35], [66.4, 25.5], [65.5, 25.1], [61.5, 24.9], [60.8, 26.0],
      [60.8, 30.0], [61.5, 30.6], [66.0, 31.5], [69.0, 33.5], [70.0, 34.5],
    ],
  },
  {
    id: 'salt-range',
    name: 'Salt Range',
    terrain: 'mountain',
    polygon: [
      [71.6, 32.5], [71.7, 32.95], [72.5, 32.95], [73.6, 32.9], [73.5, 32.55], [72.5, 32.55],
    ],
  },
  {
    id: 'aravalli',
    name: 'Aravalli Range',
    terrain: 'mountain',
    polygon: [
      [72.3, 24.2], [72.8, 24.9], [73.4, 25.5], [74.0, 26.1], [74.4, 26.7], [75.2, 27.3],
      [76.0, 27.8], [76.6, 28.05], [76.95, 27.65], [76.4, 27.2], [75.6, 26.7], [75.0, 26.1],
      [74.6, 25.3], [74.3, 24.6], [73.9, 24.0], [73.3, 23.7], [72.7, 23.8],
    ],
  },
  {
    id: 'vindhya',
    name: 'Vindhya and Kaimur ranges',
    terrain: 'mountain',
    polygon: [
      [74.3, 22.3], [76.0, 22.5], [77.5, 22.8], [78.8, 23.1], [79.5, 23.5], [80.5, 24.05],
      [81.5, 24.35], [82.5, 24.45], [83.6, 24.55], [83.95, 24.85], [83.5, 24.95], [82.5, 24.85],
      [81.5, 24.75], [80.5, 24.6], [79.5, 24.1], [78.8, 23.7], [77.5, 23.4], [76.0, 23.1],
      [74.3, 22.9],
    ],
  },
  {
    id: 'satpura',
    name: 'Satpura Range (Rajpipla, Mahadeo hills, Betul and Chhindwara plateaus) and Maikal hills',
    terrain: 'mountain',
    polygon: [
      // North edge: south of the Narmada valley.
      [73.6, 21.75], [74.5, 21.85], [75.5, 21.9], [76.5, 22.05], [77.5, 22.35], [78.3, 22.5],
      [79.2, 22.55], [80.0, 22.4], [80.5, 22.45], [81.2, 22.7], [81.8, 23.1], [82.1, 22.4],
      // South edge: north of the Tapti valley and the Nagpur plain.
      [81.6, 21.9], [80.5, 21.75], [79.5, 21.65], [78.5, 21.55], [77.5, 21.45], [76.5, 21.35],
      [75.5, 21.35], [74.5, 21.45], [73.6, 21.5],
    ],
  },
  {
    id: 'western-ghats-north',
    name: 'Western Ghats (Sahyadri) and the Nilgiris',
    terrain: 'mountain',
    polygon: [
      [73.55, 21.2], [73.35, 20.2], [73.25, 19.4], [73.3, 18.6], [73.5, 17.6], [73.75, 16.8],
      [74.0, 15.8], [74.3, 14.8], [74.7, 13.9], [75.1, 13.0], [75.5, 12.3], [75.9, 11.7],
      [76.2, 11.15], [76.5, 11.1], [77.0, 11.15], [77.1, 11.35], [77.0, 11.7], [76.6, 12.0],
      [76.1, 12.5], [75.8, 13.2], [75.5, 14.0], [75.0, 14.9], [74.6, 15.8], [74.3, 16.6],
      [74.1, 17.4], [73.95, 18.2], [73.9, 18.9], [73.95, 19.6], [74.0, 20.4], [74.0, 21.2],
    ],
  },
  {
    id: 'western-ghats-south',
    name: 'Anamalai and Cardamom hills (south of the Palghat gap)',
    terrain: 'mountain',
    polygon: [
      [76.5, 10.55], [77.3, 10.55], [77.6, 10.1], [77.55, 9.4], [77.55, 8.6], [77.45, 8.15],
      [77.2, 8.35], [77.0, 8.9], [76.8, 9.5], [76.6, 10.0],
    ],
  },
  {
    id: 'eastern-ghats-north',
    name: 'Eastern Ghats of Odisha and north Andhra (Koraput, Araku)',
    terrain: 'mountain',
    polygon: [
      [81.4, 18.0], [81.8, 17.6], [82.5, 17.75], [83.0, 18.1], [83.6, 18.55], [84.2, 19.0],
      [84.6, 19.6], [84.6, 20.6], [83.8, 20.7], [83.0, 20.2], [82.3, 19.6], [81.8, 18.8],
    ],
  },
  {
    id: 'eastern-ghats-nallamala',
    name: 'Nallamala and Velikonda hills',
    terrain: 'mountain',
    polygon: [
      [78.4, 16.3], [79.2, 16.3], [79.5, 15.5], [79.5, 14.5], [79.2, 13.8], [78.9, 14.2],
      [78.8, 15.0], [78.5, 15.6],
    ],
  },
  {
    id: 'eastern-ghats-south',
    name: 'Javadi, Shevaroy and Kolli hills',
    terrain: 'mountain',
    polygon: [
      [77.6, 12.3], [78.5, 12.8], [79.0, 12.6], [78.9, 12.0], [78.5, 11.3], [78.0, 11.2],
      [77.4, 11.6],
    ],
  },
  {
    id: 'sri-lanka-highlands',
    name: 'Central highlands of Sri Lanka',
    terrain: 'mountain',
    polygon: [
      [80.35, 7.7], [81.0, 7.6], [81.25, 7.0], [81.0, 6.45], [80.5, 6.45], [80.3, 7.0],
    ],
  },
]);
