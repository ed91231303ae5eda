import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import { CompanyService } from './company.service';
import { CompanyDto } from './dto/company.dto';

/** The company printouts show. Every user reads it (printing needs it); only an admin changes it. */
@ApiTags('settings')
@ApiBearerAuth()
@Controller('settings/company')
export class CompanyController {
  constructor(private readonly company: CompanyService) {}

  @Get()
  get() {
    return this.company.get();
  }

  @RequireRole('admin')
  @Put()
  save(@Body() body: CompanyDto) {
    return this.company.save(body);
  }
}
