import { Migration } from '@mikro-orm/migrations';

/**
 * Every process hears when a session ends or a user changes, whatever wrote it (our code, a
 * future screen, an operator's SQL): its session cache drops what it holds, and realtime streams
 * opened with an ended session stop. The payloads are realtime-events.ts's 'session-ended' and
 * 'user-changed' on its channel, delivered only when the writing transaction commits.
 */
export class Migration20261124100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create function notify_session_ended() returns trigger language plpgsql as $$
      begin
        perform pg_notify('app_events', json_build_object('kind', 'session-ended', 'organisationId', old.organisation_id, 'sessionId', old.id)::text);
        return null;
      end $$;`);
    this.addSql(`create trigger session_ended after delete on session for each row execute function notify_session_ended();`);
    this.addSql(`create function notify_user_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('app_events', json_build_object('kind', 'user-changed', 'organisationId', old.organisation_id, 'userId', old.id)::text);
        return null;
      end $$;`);
    this.addSql(`create trigger user_changed after update or delete on app_user for each row execute function notify_user_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists user_changed on app_user;`);
    this.addSql(`drop function if exists notify_user_changed();`);
    this.addSql(`drop trigger if exists session_ended on session;`);
    this.addSql(`drop function if exists notify_session_ended();`);
  }

}
