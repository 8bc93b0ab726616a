/** A row of catalog.colours as the colours contracts answer it. */
export const toColour = (r: any) => ({ id: r.id, key: r.key, nameEn: r.name_en, nameFr: r.name_fr, hex: r.hex });
