/** English names of the product attributes (facet names) and of the product page's fixed rows. */
export const ATTRIBUTE_NAMES_EN: Record<string, string> = {
  'Kolor': 'Colour', 'Grubość końcówki': 'Tip width', 'Kształt końcówki': 'Tip shape', 'Szerokość grzbietu (mm)': 'Spine width (mm)',
  'Twardość': 'Hardness', 'Rodzaj folii': 'Film type', 'Rodzaj': 'Type', 'Rozmiar (mm)': 'Size (mm)', 'Długość (cm)': 'Length (cm)',
  'Liczba kartek': 'Sheet capacity', 'Rozmiar': 'Size', 'Tapicerka': 'Upholstery', 'Gramatura (g)': 'Weight (g)', 'Gramatura (g/m²)': 'Paper weight (g/m²)',
  'Gramatura': 'Weight', 'Wymiary (mm)': 'Dimensions (mm)', 'Wykończenie': 'Finish', 'Format': 'Format', 'Zamknięcie': 'Closure', 'Liniatura': 'Ruling',
  'Szerokość (mm)': 'Width (mm)', 'Przeznaczenie': 'Use', 'Pojemność': 'Capacity', 'Pojemność (l)': 'Capacity (l)', 'Liczba warstw': 'Ply',
  'Zawartość tłuszczu': 'Fat content', 'Smak': 'Flavour', 'Opakowanie': 'Pack', 'Pojemność (GB)': 'Capacity (GB)', 'Poziom bezpieczeństwa': 'Security level',
  'Łączność': 'Connectivity', 'Liczba gniazd': 'Sockets', 'Długość przewodu (m)': 'Cable length (m)', 'Klasa ochrony': 'Protection class', 'Norma': 'Standard',
  'Typ': 'Type', 'Producent urządzenia': 'Device maker', 'Marka': 'Brand', 'Jednostka sprzedaży': 'Sales unit', 'Kod produktu': 'Product code',
  'Kod OEM': 'OEM code', 'Stawka VAT': 'VAT rate',
};
