import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CompanyResponse } from './dto/about.response.dto';
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
  @ApiOkResponse({ type: CompanyResponse })
  get(): Promise<CompanyResponse> {
    return this.company.get();
  }

  @RequireRole('admin')
  @Put()
  @ApiOkResponse({ type: CompanyResponse })
  save(@Body() body: CompanyDto): Promise<CompanyResponse> {
    return this.company.save(body);
  }
}
