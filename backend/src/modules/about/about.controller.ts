import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AboutService } from './about.service';

@ApiTags('about')
@ApiBearerAuth()
@Controller('about')
export class AboutController {
  constructor(private readonly aboutService: AboutService) {}

  @Get()
  about() {
    return this.aboutService.about();
  }
}
