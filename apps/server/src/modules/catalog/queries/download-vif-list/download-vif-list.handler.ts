import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import type { FileAnswer } from '../../../../platform/http/send-file';
import { VifImages } from '../../adapters/vif-images';
import { readVifList } from '../get-vif-list/vif-list';
import { DownloadVifListQuery } from './download-vif-list.query';

const CSV_COLUMNS = ['vifId', 'year', 'make', 'model', 'trim', 'description', 'imageCount', 'downloadStatus'] as const;

/** One CSV cell (RFC 4180), defused against spreadsheet formula injection (a leading = + - @ gets a quote). */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The VIF list as a CSV file. */
@QueryHandler(DownloadVifListQuery)
export class DownloadVifListHandler implements IQueryHandler<DownloadVifListQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly vifImages: VifImages) {}

  async execute(query: DownloadVifListQuery): Promise<FileAnswer> {
    const { items } = await readVifList(this.db, this.vifImages, query.input.query);
    const lines = [CSV_COLUMNS.join(','), ...items.map((i) => CSV_COLUMNS.map((c) => csvCell(i[c])).join(','))];
    const csv = lines.join('\r\n') + '\r\n';
    return { body: csv, contentType: 'text/csv; charset=utf-8', headers: { 'content-disposition': 'attachment; filename="viflist.csv"' } };
  }
}
