import { assertImageUrl, DomainError } from '@marketplace/domain';
import { csvCell } from '../queries/download-vif-list/download-vif-list.handler';
import { requireVifId } from './vif-images';

describe('image administration helpers', () => {
  it('requires a vifId with the spec message', () => {
    for (const missing of [undefined, '', '   ']) {
      try {
        requireVifId(missing, 'body.vifId');
        throw new Error('should have thrown');
      } catch (e) {
        expect(e).toBeInstanceOf(DomainError);
        expect(e).toMatchObject({ code: 'catalog.vif_id_required', message: 'vifId is required', field: 'body.vifId', kind: 'validation' });
      }
    }
    expect(requireVifId(' VIF-1-2025 ', 'x')).toBe('VIF-1-2025');
    expect(() => requireVifId('a b', 'x')).toThrow('vifId is letters');
  });

  it('writes RFC 4180 cells and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('accepts https and /api/ image URLs only', () => {
    expect(assertImageUrl('https://cdn.example.com/a.jpg', 'f')).toBe('https://cdn.example.com/a.jpg');
    expect(assertImageUrl('/api/catalog/stock-photos/VIF-1-2025/1.svg', 'f')).toContain('/api/');
    for (const bad of ['http://x.example/a.jpg', 'javascript:alert(1)', '/api/../secret', '//evil.example/a.png', '/etc/passwd']) {
      expect(() => assertImageUrl(bad, 'f')).toThrow(DomainError);
    }
  });
});
