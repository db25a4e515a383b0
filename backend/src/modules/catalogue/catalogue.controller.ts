import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogueDto } from './catalogue.dto';
import { CatalogueService } from './catalogue.service';

@ApiTags('catalogue')
@Controller('catalogue')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOperation({ operationId: 'getCatalogue', summary: 'Print types and sizes with prices' })
  @ApiOkResponse({ type: CatalogueDto })
  getCatalogue(): Buffer {
    // Pre-serialised CatalogueDto (documented above); the body is the same JSON.
    return this.catalogue.getCatalogueJson();
  }
}
