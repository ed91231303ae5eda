import { Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticatedUser, CurrentUser } from '../../common/auth/authenticated-user';
import { ApiController } from '../../common/http/endpoints';
import { EventStreams } from './event-streams';

@ApiController('events')
export class EventsController {
  constructor(private readonly streams: EventStreams) {}

  /**
   * Server-Sent Events: after every committed write, on any instance, `event: change` with data
   * `{ entity, action, id, document_number?, partner_code?, product_codes?, by, at }`; a comment line
   * at least every 30 s; the stream ends with its token.
   */
  @Get()
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'a stream of `change` events', schema: { type: 'string' } })
  stream(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @CurrentUser() user: AuthenticatedUser) {
    return this.streams.open(request, reply, user);
  }
}
