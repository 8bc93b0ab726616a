import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { DownloadVifListQuery } from './download-vif-list.query';

@QueryHandler(DownloadVifListQuery)
export class DownloadVifListHandler implements IQueryHandler<DownloadVifListQuery> {
  constructor(private readonly images: ImagesService) {}

  async execute(query: DownloadVifListQuery) {
    const i = query.input;
    const csv = await this.images.vifListCsv(i.query);
    void query.http.reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="viflist.csv"').send(csv);
  }
}
