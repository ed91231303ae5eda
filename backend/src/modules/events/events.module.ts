import { Global, Module } from '@nestjs/common';
import { ChangeSink } from '../../database/unit-of-work/unit-of-work';
import { UsersModule } from '../users/users.module';
import { ChangeRecorder } from './change-recorder';
import { EventHub } from './event-hub';
import { EventsController } from './events.controller';
import { EventStreams } from './event-streams';

/**
 * The change notices every unit of work sends on commit (global, as the unit of work is) and the hub
 * that hears them: what every process that writes needs.
 */
@Global()
@Module({
  providers: [EventHub, { provide: ChangeSink, useClass: ChangeRecorder }],
  exports: [EventHub, ChangeSink],
})
export class ChangeNoticesModule {}

/** `GET /events`: the server's open event streams. */
@Module({
  imports: [UsersModule],
  controllers: [EventsController],
  providers: [EventStreams],
  exports: [EventStreams],
})
export class EventsModule {}
