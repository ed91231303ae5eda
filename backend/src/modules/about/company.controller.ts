import { Body, Put } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { CompanyResponse } from './dto/about.response.dto';
import { RequireRole } from '../../common/auth/access.decorator';
import { CompanyService } from './company.service';
import { CompanyDto } from './dto/company.dto';
import { ApiController, Read } from '../../common/http/endpoints';

/** The company printouts show. Every user reads it (printing needs it); only an admin changes it. */
@ApiController('settings/company', 'settings')
export class CompanyController {
  constructor(private readonly company: CompanyService) {}

  @Read(CompanyResponse)
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
