import { Module } from '@nestjs/common';
import { AboutController } from './about.controller';
import { AboutService } from './about.service';
import { CompanyController } from './company.controller';
import { CompanyService } from './company.service';
import { CompanyStore } from './company.store';

/** The About page and the company's identity (name, address, bank, logo) that printouts show. */
@Module({
  controllers: [AboutController, CompanyController],
  providers: [AboutService, CompanyService, CompanyStore],
  exports: [CompanyService],
})
export class AboutModule {}
