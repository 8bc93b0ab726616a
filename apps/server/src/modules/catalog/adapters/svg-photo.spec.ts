import { escapeXml, shade, vehiclePhotoSvg } from './svg-photo';

const subject = { key: 'v-1', bodyType: 'suv', exteriorHex: '#A8201A', interiorHex: '#d8c8a8', caption: '2025 Toyota RAV4 <XLE> & "AWD"' };

describe('generated vehicle photos', () => {
  it('is deterministic per vehicle and photo number, and differs between photos', () => {
    expect(vehiclePhotoSvg(subject, 1, 8)).toBe(vehiclePhotoSvg(subject, 1, 8));
    expect(vehiclePhotoSvg(subject, 1, 8)).not.toBe(vehiclePhotoSvg(subject, 2, 8));
  });

  it('paints the body with the exterior colour and interior shots with the interior colour', () => {
    expect(vehiclePhotoSvg(subject, 2, 8)).toContain('fill="#a8201a"');
    expect(vehiclePhotoSvg(subject, 6, 8)).toContain('#d8c8a8');
  });

  it('escapes the caption and carries no script or external reference', () => {
    for (let n = 1; n <= 12; n++) {
      const svg = vehiclePhotoSvg(subject, n, 12);
      expect(svg).toContain('&lt;XLE&gt; &amp; &quot;AWD&quot;');
      expect(svg).not.toMatch(/<script|href=|javascript:|<foreignObject/i);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    }
  });

  it('falls back to grey for a malformed colour', () => {
    expect(vehiclePhotoSvg({ ...subject, exteriorHex: 'red"/><script>' }, 2, 8)).toContain('fill="#9aa0a6"');
  });

  it('shades colours', () => {
    expect(shade('#808080', -0.5)).toBe('#404040');
    expect(shade('#000000', 1)).toBe('#ffffff');
    expect(escapeXml(`<'&">`)).toBe('&lt;&#39;&amp;&quot;&gt;');
  });
});
