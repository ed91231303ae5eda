import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AboutResponse } from './dto/about.response.dto';
import { AboutService } from './about.service';

@ApiTags('about')
@ApiBearerAuth()
@Controller('about')
export class AboutController {
  constructor(private readonly aboutService: AboutService) {}

  @Get()
  @ApiOkResponse({ type: AboutResponse })
  about(): Promise<AboutResponse> {
    return this.aboutService.about();
  }
}
