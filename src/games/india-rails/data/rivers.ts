/**
 * The named rivers of the India Rails map (docs/rules/india-rails.md §2.4), as [longitude,
 * latitude] polylines from source (or where they enter the board) to mouth or confluence, through
 * real towns on their banks. A track segment whose line crosses one is that river's bridge (+2M)
 * and is washed away by its flood cards.
 */

/** A river as authored. */
export interface RiverSource {
  id: string;
  name: string;
  points: [number, number][];
}

/** The rivers, west to east. */
export const RIVER_SOURCES: readonly RiverSource[] = Object.freeze([
  {
    id: 'indus',
    name: 'Indus',
    // Leh, Skardu, Bunji, Chilas, Besham, Tarbela, Attock, Kalabagh, Dera Ismail Khan, Taunsa,
    // Mithankot, Guddu, Sukkur, Sehwan, Kotri (Hyderabad), Thatta, the delta.
    points: [
      [78.9, 33.0], [78.2, 33.7], [77.58, 34.13], [76.9, 34.35], [76.3, 34.65], [75.9, 35.0],
      [75.63, 35.3], [75.1, 35.55], [74.63, 35.65], [74.1, 35.42], [73.29, 35.29], [72.88, 34.93],
      [72.69, 34.09], [72.24, 33.9], [71.54, 32.96], [71.2, 32.4], [70.95, 31.83], [70.75, 31.0],
      [70.67, 30.52], [70.5, 29.6], [70.37, 28.96], [69.69, 28.42], [69.2, 28.05], [68.86, 27.7],
      [68.4, 27.2], [68.2, 26.85], [67.95, 26.42], [68.15, 25.85], [68.36, 25.38], [68.15, 25.0],
      [67.95, 24.74], [67.6, 24.3], [67.4, 23.95],
    ],
  },
  {
    id: 'jhelum',
    name: 'Jhelum',
    // Anantnag, Srinagar, Wular lake, Baramulla, Uri, Muzaffarabad, Mangla, Jhelum, Khushab, Trimmu.
    points: [
      [75.25, 33.54], [75.15, 33.73], [74.8, 34.08], [74.6, 34.35], [74.34, 34.2], [74.05, 34.08],
      [73.47, 34.37], [73.55, 33.9], [73.64, 33.15], [73.73, 32.93], [73.3, 32.55], [72.8, 32.4],
      [72.35, 32.3], [72.2, 31.7], [72.15, 31.15],
    ],
  },
  {
    id: 'chenab',
    name: 'Chenab',
    // Kishtwar, Akhnoor, Marala, Wazirabad, Jhang, Trimmu, west of Multan, Panjnad.
    points: [
      [76.7, 32.9], [76.2, 33.2], [75.77, 33.31], [75.3, 33.15], [74.74, 32.89], [74.45, 32.67],
      [74.12, 32.44], [73.6, 31.95], [73.0, 31.6], [72.33, 31.27], [72.15, 31.15], [71.8, 30.7],
      [71.4, 30.2], [71.2, 29.8], [71.03, 29.35],
    ],
  },
  {
    id: 'ravi',
    name: 'Ravi',
    // Chamba, Madhopur, past Lahore, Sidhnai, into the Chenab.
    points: [
      [76.5, 32.35], [76.13, 32.55], [75.6, 32.37], [75.1, 32.05], [74.6, 31.8], [74.3, 31.62],
      [73.9, 31.2], [73.3, 30.85], [72.6, 30.6], [71.85, 30.62],
    ],
  },
  {
    id: 'sutlej',
    name: 'Sutlej',
    // Shipki La, Rampur, Bhakra, Ropar, north of Ludhiana, Harike, Ferozepur, Bahawalnagar,
    // Bahawalpur, Panjnad, Mithankot.
    points: [
      [78.75, 31.83], [78.0, 31.55], [77.63, 31.45], [77.0, 31.4], [76.43, 31.41], [76.53, 30.97],
      [76.0, 30.98], [75.4, 31.1], [74.95, 31.15], [74.6, 30.95], [74.1, 30.6], [73.5, 30.3],
      [73.0, 30.0], [72.4, 29.75], [71.7, 29.45], [71.03, 29.35], [70.37, 28.96],
    ],
  },
  {
    id: 'yamuna',
    name: 'Yamuna',
    // Yamunotri, Paonta, Hathnikund, Panipat, Delhi, Mathura, Agra, Etawah, Kalpi, Hamirpur,
    // Allahabad (Sangam).
    points: [
      [78.46, 31.01], [78.1, 30.7], [77.6, 30.44], [77.32, 30.3], [77.15, 29.8], [77.1, 29.4],
      [77.22, 28.9], [77.25, 28.62], [77.4, 28.2], [77.68, 27.5], [78.02, 27.18], [78.5, 26.95],
      [79.0, 26.77], [79.4, 26.4], [79.73, 26.13], [80.15, 25.95], [80.6, 25.7], [81.2, 25.5],
      [81.88, 25.42],
    ],
  },
  {
    id: 'ganges',
    name: 'Ganges',
    // Gangotri, Devprayag, Rishikesh, Haridwar, Bijnor, Garhmukteshwar, Narora, Farrukhabad,
    // Kannauj, Kanpur, Allahabad, Mirzapur, Varanasi, Ghazipur, Buxar, Patna, Munger, Bhagalpur,
    // Farakka, Rajshahi, Goalundo, Chandpur, the Meghna estuary.
    points: [
      [78.94, 30.99], [78.6, 30.15], [78.3, 30.1], [78.16, 29.95], [78.13, 29.37], [78.14, 28.78],
      [78.38, 28.19], [79.0, 27.8], [79.58, 27.39], [79.92, 27.05], [80.35, 26.5], [80.9, 26.05],
      [81.4, 25.7], [81.88, 25.42], [82.3, 25.2], [82.57, 25.15], [83.02, 25.31], [83.58, 25.58],
      [83.98, 25.57], [84.7, 25.72], [85.14, 25.62], [85.92, 25.4], [86.47, 25.38], [87.0, 25.27],
      [87.65, 25.25], [87.84, 25.05], [87.92, 24.8], [88.2, 24.5], [88.6, 24.37], [89.0, 24.05],
      [89.73, 23.82], [90.2, 23.5], [90.65, 23.23], [90.75, 22.8], [90.9, 22.4],
    ],
  },
  {
    id: 'hooghly',
    name: 'Hooghly',
    // Farakka, Jangipur, Murshidabad, Nabadwip, Calcutta, Diamond Harbour, Sagar island.
    points: [
      [87.92, 24.8], [88.07, 24.47], [88.27, 24.18], [88.3, 23.7], [88.37, 23.4], [88.4, 23.0],
      [88.35, 22.57], [88.2, 22.2], [88.1, 21.7],
    ],
  },
  {
    id: 'ghaghara',
    name: 'Ghaghara',
    // The Karnali through western Nepal, Chisapani, Bahraich, Ayodhya, Barhaj, Chhapra.
    points: [
      [81.35, 30.15], [81.7, 29.6], [81.6, 29.0], [81.25, 28.65], [81.1, 28.35], [81.3, 27.9],
      [81.6, 27.45], [82.0, 27.0], [82.2, 26.8], [82.8, 26.45], [83.4, 26.3], [84.0, 26.15],
      [84.4, 25.9], [84.75, 25.75],
    ],
  },
  {
    id: 'brahmaputra',
    name: 'Brahmaputra',
    // The Siang to Pasighat, Sadiya, Dibrugarh, Jorhat, Tezpur, Guwahati, Goalpara, Dhubri, then
    // the Jamuna through Bangladesh to its confluence with the Padma at Goalundo.
    points: [
      [95.2, 29.2], [95.33, 28.07], [95.5, 27.8], [95.2, 27.6], [94.9, 27.52], [94.2, 26.95],
      [93.5, 26.75], [92.8, 26.62], [92.2, 26.3], [91.74, 26.19], [91.2, 26.18], [90.6, 26.17],
      [89.98, 26.02], [89.75, 25.6], [89.7, 25.1], [89.7, 24.45], [89.73, 23.82],
    ],
  },
  {
    id: 'narmada',
    name: 'Narmada',
    // Amarkantak, Dindori, Mandla, Jabalpur, Narsinghpur, Hoshangabad, Omkareshwar, Maheshwar,
    // Barwani, Sardar Sarovar, Bharuch, the Gulf of Khambhat.
    points: [
      [81.75, 22.67], [81.08, 22.95], [80.37, 22.6], [79.8, 23.13], [79.2, 22.95], [78.4, 22.85],
      [77.72, 22.75], [77.0, 22.5], [76.15, 22.24], [75.59, 22.18], [74.9, 22.05], [74.3, 21.95],
      [73.75, 21.83], [73.3, 21.8], [72.98, 21.7], [72.55, 21.6],
    ],
  },
  {
    id: 'tapti',
    name: 'Tapti',
    // Multai, Betul district, Burhanpur, Bhusawal, Prakasha, Surat.
    points: [
      [78.25, 21.77], [77.6, 21.5], [77.0, 21.4], [76.23, 21.3], [75.78, 21.05], [75.2, 21.15],
      [74.35, 21.5], [73.7, 21.25], [73.2, 21.2], [72.83, 21.17], [72.65, 21.1],
    ],
  },
  {
    id: 'mahanadi',
    name: 'Mahanadi',
    // Sihawa, Rajim (near Raipur), Seorinarayan, Hirakud (Sambalpur), Sonepur, Boudh, Cuttack,
    // Paradip.
    points: [
      [81.9, 20.3], [81.88, 20.96], [82.1, 21.3], [82.6, 21.7], [83.3, 21.75], [83.97, 21.47],
      [83.92, 20.83], [84.32, 20.84], [85.0, 20.5], [85.5, 20.45], [85.88, 20.47], [86.3, 20.38],
      [86.65, 20.3],
    ],
  },
  {
    id: 'godavari',
    name: 'Godavari',
    // Trimbak, Nashik, Paithan, Nanded, Basar, Mancherial, Kaleshwaram, Bhadrachalam,
    // Rajahmundry, the delta.
    points: [
      [73.53, 19.93], [73.79, 20.0], [74.6, 19.6], [75.38, 19.48], [76.3, 19.2], [77.32, 19.15],
      [77.95, 18.88], [78.8, 18.85], [79.45, 18.87], [79.9, 18.8], [80.4, 18.2], [80.89, 17.67],
      [81.4, 17.25], [81.78, 17.0], [82.25, 16.6],
    ],
  },
  {
    id: 'krishna',
    name: 'Krishna',
    // Mahabaleshwar, Karad, Sangli, Almatti, north of Raichur, Srisailam, Nagarjuna Sagar,
    // Vijayawada, the delta.
    points: [
      [73.66, 17.98], [74.18, 17.29], [74.57, 16.86], [75.2, 16.6], [75.9, 16.33], [76.5, 16.4],
      [77.35, 16.25], [78.0, 16.0], [78.87, 16.08], [79.31, 16.57], [79.9, 16.7], [80.62, 16.52],
      [81.1, 15.85],
    ],
  },
  {
    id: 'kaveri',
    name: 'Kaveri',
    // Talakaveri, Kushalnagar, Srirangapatna, Shivanasamudra, Hogenakkal, Mettur, Erode, Karur,
    // Tiruchchirappalli, Thanjavur, Poompuhar.
    points: [
      [75.53, 12.39], [75.96, 12.46], [76.68, 12.42], [77.17, 12.3], [77.78, 12.12], [77.8, 11.8],
      [77.73, 11.35], [78.08, 10.96], [78.69, 10.87], [79.1, 10.95], [79.5, 11.05], [79.85, 11.14],
    ],
  },
]);
