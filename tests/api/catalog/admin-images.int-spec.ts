import { UserType } from '@marketplace/domain';
import { imagesCancelDownloadRoute } from '@marketplace/contracts';
import { ImageDownloads } from '../../../apps/server/src/modules/catalog/catalog.public';
import { parseInput } from '../../../apps/server/src/platform/http/input';
import { expectInvalid, expectProblem, catalogServerForFile } from './support';

const file = catalogServerForFile();

// Toyota (make 1) RAV4 (model 102), 2025: trims 1021, 1022, 1024 (1023 is a 2026 trim, its VIFs cover 2024–2026)
const YMM = 'year=2025&makeId=1&modelId=102';

describe('image administration: access', () => {
  it('is for the vehicles team, admins and super admins only', async () => {
    expect((await file.t.json(`/admin/images/get-viflist?${YMM}`)).status).toBe(401);
    expect((await file.t.json(`/admin/images/get-viflist?${YMM}`, { session: file.t.session(UserType.Regular) })).status).toBe(403);
    expect((await file.t.json(`/admin/images/get-viflist?${YMM}`, { session: file.t.session(UserType.Dealer) })).status).toBe(403);
    for (const type of [UserType.SuperAdmin, UserType.Admin, UserType.VehiclesTeam]) {
      expect((await file.t.json(`/admin/images/get-viflist?${YMM}`, { session: file.t.session(type) })).status).toBe(200);
    }
  });
});

describe('VIF list', () => {
  it('lists the provider\'s VIFs of a year, make and model', async () => {
    const r = await file.t.json(`/admin/images/get-viflist?${YMM}`, { session: file.staff });
    expect(r.status).toBe(200);
    expect(r.body.items.map((i: any) => i.vifId)).toEqual(['VIF-1021-2025', 'VIF-1022-2025', 'VIF-1023-2025', 'VIF-1024-2025']);
    expect(r.body.items[0]).toEqual({
      vifId: 'VIF-1021-2025', year: 2025, makeId: 1, make: 'Toyota', modelId: 102, model: 'RAV4', trimId: 1021, trim: 'LE FWD',
      description: '2025 Toyota RAV4 LE FWD', imageCount: 12, downloadStatus: 'none',
    });
    expectInvalid(await file.t.json('/admin/images/get-viflist?year=2025&makeId=1', { session: file.staff }), 'query.modelId');
  });

  it('downloads the list as viflist.csv', async () => {
    const res = await file.t.api(`/admin/images/download-viflist?${YMM}`, { session: file.staff });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="viflist.csv"');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('vifId,year,make,model,trim,description,imageCount,downloadStatus');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe('VIF-1021-2025,2025,Toyota,RAV4,LE FWD,2025 Toyota RAV4 LE FWD,12,none');
  });

  it('answers the years, makes, models and trims to choose from', async () => {
    expect((await file.t.json('/admin/images/get-years', { session: file.staff })).body.items).toEqual([2026, 2025]);
    expect((await file.t.json('/admin/images/get-makes?year=2026', { session: file.staff })).body.items.map((m: any) => m.name)).toContain('Toyota');
    expect((await file.t.json('/admin/images/get-models?year=2025&makeId=1', { session: file.staff })).body.items.map((m: any) => m.name))
      .toEqual(['Camry', 'Corolla', 'RAV4', 'Tacoma']);
    expect((await file.t.json('/admin/images/get-trims?year=2025&modelId=102', { session: file.staff })).body.items.map((m: any) => m.id))
      .toEqual([1021, 1024, 1022]);
  });
});

describe('downloads', () => {
  const downloads = () => file.t.server.app.get(ImageDownloads);

  it('requires a vifId: 400 "vifId is required" with a code and the field', async () => {
    for (const body of [{}, { vifId: '' }, { vifId: '   ' }]) {
      const r = await file.t.send('POST', '/admin/images/cancel-download', body, file.staff);
      expectProblem(r, 400, 'catalog.vif_id_required', 'body.vifId');
      expect(r.body.detail).toBe('vifId is required');
      expect(r.body.errors).toEqual([{ path: 'body.vifId', code: 'catalog.vif_id_required', message: 'vifId is required' }]);
    }
    expectProblem(await file.t.send('POST', '/admin/images/download-images', {}, file.staff), 400, 'catalog.vif_id_required', 'body.vifId');
    expectProblem(await file.t.json('/admin/images/download-status', { session: file.staff }), 400, 'catalog.vif_id_required', 'query.vifId');
    // the contract lets the handler answer it (so the problem code is the specific one)
    expect(parseInput(imagesCancelDownloadRoute, { params: {}, query: {}, body: {} } as any).body).toEqual({});
  });

  it('refuses an unknown VIF', async () => {
    expectProblem(await file.t.send('POST', '/admin/images/cancel-download', { vifId: 'VIF-999-2025' }, file.staff), 404, 'catalog.vif_not_found', 'body.vifId');
    expectProblem(await file.t.send('POST', '/admin/images/download-images', { vifId: 'nope' }, file.staff), 404, 'catalog.vif_not_found');
  });

  it('downloads a VIF\'s images into the gallery and reports progress', async () => {
    const start = await file.t.send('POST', '/admin/images/download-images', { vifId: 'VIF-1021-2025' }, file.staff);
    expect(start.status).toBe(200);
    expect(['queued', 'downloading', 'done']).toContain(start.body.status);
    await downloads().idle();
    const status = await file.t.json('/admin/images/download-status?vifId=VIF-1021-2025', { session: file.staff });
    expect(status.body).toMatchObject({ vifId: 'VIF-1021-2025', status: 'done', downloaded: 12, total: 12 });
    const gallery = await file.t.json('/admin/images/get-image-galleries?vifId=VIF-1021-2025', { session: file.staff });
    expect(gallery.body.items).toHaveLength(12);
    expect(gallery.body.items[0]).toMatchObject({ source: 'vif', angle: 'front-three-quarter', url: '/api/catalog/stock-photos/VIF-1021-2025/1.svg' });
    expect((await file.t.json('/admin/images/get-folder-status?vifId=VIF-1021-2025', { session: file.staff })).body)
      .toEqual({ vifId: 'VIF-1021-2025', expected: 12, present: 12, missing: [], ok: true });
    expect((await file.t.json(`/admin/images/get-viflist?${YMM}`, { session: file.staff })).body.items[0].downloadStatus).toBe('done');
    // cancelling a finished download changes nothing
    expect((await file.t.send('POST', '/admin/images/cancel-download', { vifId: 'VIF-1021-2025' }, file.staff)).body.status).toBe('done');
  });

  it('cancels a queued download', async () => {
    downloads().pause();
    try {
      const queued = await file.t.send('POST', '/admin/images/download-images', { vifId: 'VIF-1022-2025' }, file.staff);
      expect(queued.body).toMatchObject({ status: 'queued', downloaded: 0, total: 12 });
      const cancelled = await file.t.send('POST', '/admin/images/cancel-download', { vifId: 'VIF-1022-2025' }, file.staff);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ vifId: 'VIF-1022-2025', status: 'cancelled', downloaded: 0 });
    } finally {
      downloads().resume();
    }
    await downloads().idle();
    expect((await file.t.json('/admin/images/download-status?vifId=VIF-1022-2025', { session: file.staff })).body.status).toBe('cancelled');
    expect((await file.t.json('/admin/images/get-image-galleries?vifId=VIF-1022-2025', { session: file.staff })).body.items).toEqual([]);
  });

  it('reports and fixes a folder with missing images; full download of a model', async () => {
    const before = await file.t.json('/admin/images/get-folder-status?vifId=VIF-1022-2025', { session: file.staff });
    expect(before.body).toMatchObject({ expected: 12, present: 0, ok: false });
    const fixed = await file.t.send('POST', '/admin/images/fix-folder-status', { vifId: 'VIF-1022-2025' }, file.staff);
    expect(fixed.body).toMatchObject({ present: 12, missing: [], ok: true });

    const all = await file.t.send('POST', '/admin/images/download-all', { year: 2025, makeId: 1, modelId: 102 }, file.staff);
    expect(all.body.items.map((i: any) => i.vifId)).toEqual(['VIF-1021-2025', 'VIF-1022-2025', 'VIF-1023-2025', 'VIF-1024-2025']);
    await downloads().idle();
    const list = await file.t.json(`/admin/images/get-viflist?${YMM}`, { session: file.staff });
    expect(list.body.items.map((i: any) => i.downloadStatus)).toEqual(['done', 'done', 'done', 'done']);
  });
});

describe('main images and galleries', () => {
  it('saves the main image of a trim and of a model, from either source, and maps them', async () => {
    const trim = await file.t.send('POST', '/admin/images/save-main-image-trim', { trimId: 1021, source: 'vif', imageUrl: '/api/catalog/stock-photos/VIF-1021-2025/1.svg' }, file.staff);
    expect(trim.body).toMatchObject({ target: 'trim', targetId: 1021, source: 'vif' });
    const model = await file.t.send('POST', '/admin/images/save-main-image-model', { modelId: 102, source: 'stock', imageUrl: 'https://cdn.example.com/rav4.jpg' }, file.staff);
    expect(model.body).toMatchObject({ target: 'model', targetId: 102, source: 'stock', imageUrl: 'https://cdn.example.com/rav4.jpg' });
    const linked = await file.t.send('POST', '/admin/images/save-images-id', { trimId: 1021, vifId: 'VIF-1021-2025' }, file.staff);
    expect(linked.body).toEqual({ trimId: 1021, vifId: 'VIF-1021-2025' });
    const mapping = await file.t.json('/admin/images/get-mapping?modelId=102', { session: file.staff });
    expect(mapping.body).toMatchObject({
      model: { imageUrl: 'https://cdn.example.com/rav4.jpg' }, trims: [{ targetId: 1021 }], vifsByTrim: [{ trimId: 1021, vifId: 'VIF-1021-2025' }],
    });
    expect((await file.t.json('/admin/images/get-image-galleries?trimId=1021', { session: file.staff })).body.items.length).toBe(12);
  });

  it('refuses unsafe URLs and unknown targets', async () => {
    expectProblem(await file.t.send('POST', '/admin/images/save-main-image-model', { modelId: 102, source: 'stock', imageUrl: 'javascript:alert(1)' }, file.staff),
      400, 'catalog.invalid_image_url', 'body.imageUrl');
    expectProblem(await file.t.send('POST', '/admin/images/save-main-image-trim', { trimId: 424242, source: 'vif', imageUrl: 'https://x.example/a.jpg' }, file.staff),
      404, 'catalog.unknown_trim', 'body.trimId');
    expectInvalid(await file.t.send('POST', '/admin/images/save-main-image-trim', { trimId: 1021, source: 'flickr', imageUrl: 'https://x.example/a.jpg' }, file.staff),
      'body.source');
    expectProblem(await file.t.json('/admin/images/get-image-galleries', { session: file.staff }), 400, 'catalog.gallery_filter_required');
  });
});
