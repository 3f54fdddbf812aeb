import { Migration } from '@mikro-orm/migrations';

/**
 * Duplicate measuring at 100,000 ideas (issue 37 item 5): an idea's ten closest titles came from
 * every title the trigram index admits at similarity 0.3, and in a campaign of short titles
 * sharing one vocabulary that is most of them (2,150 of 100,000 for one idea, each rechecked on
 * its own heap page: 440 ms an idea). The ten closest at 0.3 are the ten closest at any higher
 * threshold that still admits ten, so the lookup asks at 0.6 first and lowers the threshold only
 * when fewer than ten reach it: the same ten, from a bounded set (about 200 rows instead of
 * 2,150 in that case). The threshold is set inside the function, whose SET clause puts the
 * caller's back when it returns.
 */
export class Migration20261130050000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create or replace function refresh_idea_duplicate_candidates(target uuid) returns void language plpgsql
set pg_trgm.similarity_threshold = 0.3 as $$
declare
  subject record;
  words text[];
  probe tsquery;
  threshold float8;
  alike_ids uuid[];
begin
  select id, campaign_id, name, search_vector into subject from idea where id = target;
  if not found then return; end if;
  delete from idea_duplicate_candidate where (idea_id = target or other_idea_id = target) and campaign_id <> subject.campaign_id;
  words := idea_text_lexemes(subject.search_vector);
  select to_tsquery('simple', string_agg(quote_literal(word) || ':BC', ' & ')) into probe
    from (select word from unnest(words) word order by length(word) desc, word limit 3) longest;
  foreach threshold in array array[0.6, 0.45, 0.3] loop
    perform set_config('pg_trgm.similarity_threshold', threshold::text, true);
    select coalesce(array_agg(closest.id), '{}') into alike_ids from (select alike.id from idea alike
      where alike.campaign_id = subject.campaign_id and alike.id <> subject.id and alike.name % subject.name
      order by similarity(alike.name, subject.name) desc, alike.id limit 10) closest;
    exit when cardinality(alike_ids) >= 10;
  end loop;
  insert into idea_duplicate_candidate (idea_id, other_idea_id, campaign_id, title_similarity, text_similarity, score)
  select least(subject.id, other.id), greatest(subject.id, other.id), subject.campaign_id, measured.title, measured.text, idea_duplicate_score(measured.title, measured.text)
  from idea other
  cross join lateral (select similarity(other.name, subject.name)::float8 as title, lexeme_overlap(idea_text_lexemes(other.search_vector), words) as text) measured
  where other.id in (
    (select case when known.idea_id = target then known.other_idea_id else known.idea_id end from idea_duplicate_candidate known
      where known.idea_id = target or known.other_idea_id = target)
    union
    (select unnest(alike_ids))
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
  }

  override async down(): Promise<void> {
    // CREATE OR REPLACE replaces the SET clause too: the old lookup at the caller's threshold.
    this.addSql(`create or replace function refresh_idea_duplicate_candidates(target uuid) returns void language plpgsql as $$
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
  }

}
