import { Migration } from '@mikro-orm/migrations';

/**
 * Possible duplicates (issue 23): the candidate pairs of each campaign, kept by the database as
 * ideas are written, and coaches' "not a duplicate" dismissals.
 *
 * A pair's score joins two signals, each 0..1: the titles' pg_trgm similarity, and the overlap
 * (shared over all, Jaccard) of the words of description and public text fields (the search
 * vector's B and C lexemes). Combined as 1 - (1 - title)(1 - 0.8 text): either signal alone can
 * make a pair likely (a re-posted idea often keeps its text under a new title, or its title over
 * a new text), both together more so. Text counts 0.8 because descriptions share stock phrases
 * ("it would save money") that titles do not, so the same overlap says a little less.
 *
 * Candidates come from the indexes, never from all pairs: for the idea written, the ten titles
 * most like its own among those the trigram index admits (`%`, similarity ≥ 0.3), and the ten
 * texts sharing most words among at most 200 that the full-text index finds holding its three
 * longest words (long words are rarer, so they pick out texts that share its substance). Kept when
 * the title similarity is ≥ 0.3 or the text overlap ≥ 0.35 (below it, unrelated ideas sharing
 * stock sentences).
 */
export class Migration20261126133000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "idea_duplicate_candidate" ("idea_id" uuid not null, "other_idea_id" uuid not null, "campaign_id" uuid not null, "title_similarity" double precision not null, "text_similarity" double precision not null, "score" double precision not null, constraint "idea_duplicate_candidate_pkey" primary key ("idea_id", "other_idea_id"));`);
    this.addSql(`create index "idea_duplicate_candidate_campaign_score_index" on "idea_duplicate_candidate" ("campaign_id", "score" desc, "idea_id", "other_idea_id");`);
    this.addSql(`create index "idea_duplicate_candidate_other_idea_id_index" on "idea_duplicate_candidate" ("other_idea_id");`);
    this.addSql(`alter table "idea_duplicate_candidate" add constraint "idea_duplicate_candidate_idea_id_foreign" foreign key ("idea_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_duplicate_candidate" add constraint "idea_duplicate_candidate_other_idea_id_foreign" foreign key ("other_idea_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_duplicate_candidate" add constraint "idea_duplicate_candidate_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "idea_duplicate_pending" ("idea_id" uuid not null, "campaign_id" uuid not null, constraint "idea_duplicate_pending_pkey" primary key ("idea_id"));`);
    this.addSql(`create index "idea_duplicate_pending_campaign_id_index" on "idea_duplicate_pending" ("campaign_id");`);
    this.addSql(`alter table "idea_duplicate_pending" add constraint "idea_duplicate_pending_idea_id_foreign" foreign key ("idea_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_duplicate_pending" add constraint "idea_duplicate_pending_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "idea_duplicate_dismissal" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "campaign_id" uuid not null, "idea_id" uuid not null, "other_idea_id" uuid not null, "dismissed_by_id" uuid null, constraint "idea_duplicate_dismissal_pkey" primary key ("id"));`);
    this.addSql(`create index "idea_duplicate_dismissal_campaign_id_index" on "idea_duplicate_dismissal" ("campaign_id");`);
    this.addSql(`create index "idea_duplicate_dismissal_other_idea_id_index" on "idea_duplicate_dismissal" ("other_idea_id");`);
    this.addSql(`alter table "idea_duplicate_dismissal" add constraint "idea_duplicate_dismissal_idea_id_other_idea_id_unique" unique ("idea_id", "other_idea_id");`);
    this.addSql(`alter table "idea_duplicate_dismissal" add constraint "idea_duplicate_dismissal_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_duplicate_dismissal" add constraint "idea_duplicate_dismissal_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_duplicate_dismissal" add constraint "idea_duplicate_dismissal_idea_id_foreign" foreign key ("idea_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_duplicate_dismissal" add constraint "idea_duplicate_dismissal_other_idea_id_foreign" foreign key ("other_idea_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_duplicate_dismissal" add constraint "idea_duplicate_dismissal_dismissed_by_id_foreign" foreign key ("dismissed_by_id") references "app_user" ("id") on update cascade on delete set null;`);

    this.addSql(`create function idea_text_lexemes(vector tsvector) returns text[] language sql immutable parallel safe as $$
  select coalesce(tsvector_to_array(ts_filter(vector, '{b,c}')), '{}')
$$;`);
    this.addSql(`create function lexeme_overlap(a text[], b text[]) returns double precision language sql immutable parallel safe as $$
  select case when cardinality(a) = 0 or cardinality(b) = 0 then 0 else shared::float8 / (cardinality(a) + cardinality(b) - shared) end
  from (select count(*) as shared from unnest(a) word where word = any(b)) counted
$$;`);
    this.addSql(`create function idea_duplicate_score(title double precision, text double precision) returns double precision language sql immutable parallel safe as $$
  select 1 - (1 - title) * (1 - 0.8 * text)
$$;`);
    // Pairs found earlier from the other idea's side are measured again rather than dropped: the
    // other idea found this one among its ten closest, which this one's own ten may not repeat.
    this.addSql(`create function refresh_idea_duplicate_candidates(target uuid) returns void language plpgsql as $$
declare
  subject record;
  words text[];
  probe tsquery;
begin
  select id, campaign_id, name, search_vector into subject from idea where id = target;
  if not found then return; end if;
  delete from idea_duplicate_candidate where (idea_id = target or other_idea_id = target) and campaign_id <> subject.campaign_id;
  words := idea_text_lexemes(subject.search_vector);
  select to_tsquery('simple', string_agg(quote_literal(word) || ':BC', ' & ')) into probe
    from (select word from unnest(words) word order by length(word) desc, word limit 3) longest;
  insert into idea_duplicate_candidate (idea_id, other_idea_id, campaign_id, title_similarity, text_similarity, score)
  select least(subject.id, other.id), greatest(subject.id, other.id), subject.campaign_id, measured.title, measured.text, idea_duplicate_score(measured.title, measured.text)
  from idea other
  cross join lateral (select similarity(other.name, subject.name)::float8 as title, lexeme_overlap(idea_text_lexemes(other.search_vector), words) as text) measured
  where other.id in (
    (select case when known.idea_id = target then known.other_idea_id else known.idea_id end from idea_duplicate_candidate known
      where known.idea_id = target or known.other_idea_id = target)
    union
    (select alike.id from idea alike
      where alike.campaign_id = subject.campaign_id and alike.id <> subject.id and alike.name % subject.name
      order by similarity(alike.name, subject.name) desc, alike.id limit 10)
    union
    (select sharing.id from (
        select found.id, found.search_vector from idea found
        where probe is not null and found.campaign_id = subject.campaign_id and found.id <> subject.id and found.search_vector @@ probe
        limit 50) sharing
      order by lexeme_overlap(idea_text_lexemes(sharing.search_vector), words) desc, sharing.id limit 10)
  )
  on conflict (idea_id, other_idea_id) do update
    set title_similarity = excluded.title_similarity, text_similarity = excluded.text_similarity, score = excluded.score;
  delete from idea_duplicate_candidate where (idea_id = target or other_idea_id = target) and title_similarity < 0.3 and text_similarity < 0.35;
end
$$;`);
    this.addSql(`create function idea_duplicate_candidates_touch() returns trigger language plpgsql as $$
begin
  insert into idea_duplicate_pending (idea_id, campaign_id) values (new.id, new.campaign_id)
    on conflict (idea_id) do update set campaign_id = excluded.campaign_id;
  return null;
end
$$;`);
    this.addSql(`create trigger idea_duplicate_candidates_insert after insert on "idea" for each row execute function idea_duplicate_candidates_touch();`);
    this.addSql(`create trigger idea_duplicate_candidates_update after update of name, content, search_extra, campaign_id on "idea" for each row
  when (old.name is distinct from new.name or old.content is distinct from new.content or old.search_extra is distinct from new.search_extra or old.campaign_id is distinct from new.campaign_id)
  execute function idea_duplicate_candidates_touch();`);
    this.addSql(`insert into idea_duplicate_pending (idea_id, campaign_id) select id, campaign_id from idea;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists idea_duplicate_candidates_update on "idea";`);
    this.addSql(`drop trigger if exists idea_duplicate_candidates_insert on "idea";`);
    this.addSql(`drop function if exists idea_duplicate_candidates_touch();`);
    this.addSql(`drop function if exists refresh_idea_duplicate_candidates(uuid);`);
    this.addSql(`drop function if exists idea_duplicate_score(double precision, double precision);`);
    this.addSql(`drop function if exists lexeme_overlap(text[], text[]);`);
    this.addSql(`drop function if exists idea_text_lexemes(tsvector);`);
    this.addSql(`drop table if exists "idea_duplicate_dismissal" cascade;`);
    this.addSql(`drop table if exists "idea_duplicate_pending" cascade;`);
    this.addSql(`drop table if exists "idea_duplicate_candidate" cascade;`);
  }

}
