import { AboutResponse } from './dto/about.response.dto';

import { AboutService } from './about.service';

import { ApiController, Read } from '../../common/http/endpoints';

@ApiController('about')
export class AboutController {
  constructor(private readonly aboutService: AboutService) {}

  @Read(AboutResponse)
  about(): Promise<AboutResponse> {
    return this.aboutService.about();
  }
}
