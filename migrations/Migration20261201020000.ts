import { Migration } from '@mikro-orm/migrations';

/**
 * The consensus of each idea reviewed in a stage, kept (issue 33 item 9): the ranking table read
 * every submitted review's scores of the stage and ranked them per request, 11–80× the ideas
 * list's cost at 1,000 ideas. Now one row per (stage, idea) holds the figures the table shows and
 * sorts on, and statement triggers keep it as review_assignment, review_score and
 * scorecard_criterion change, whoever writes them (the services, a cascade when a person or an
 * idea goes, a test's factory). Each figure is reckoned as src-shared/review-scores.ts does;
 * consensus-store.test.ts holds the two to the same numbers.
 *
 * A refresh recomputes the touched pairs from their source rows (an upsert, so a row another
 * transaction removed meanwhile comes back), after locking their rows (made first where missing)
 * in one order: a second transaction refreshing the same idea waits for the
 * first to commit, and its recomputing statement, with a snapshot of its own (a plpgsql function
 * takes one per statement), then reads the first's reviews too, so concurrent submits keep the
 * figures exact. Its statements are planned for each call's pairs (force_custom_plan): from the
 * sixth call a connection would reuse a plan made for no pairs in particular, and took seconds
 * for a stage's thousand. The disagreement flag is not kept: it is the spread against DISAGREEMENT_SPREAD,
 * which the reads compare.
 */
export class Migration20261201020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "review_consensus" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "organisation_id" uuid not null, "stage_id" uuid not null, "idea_id" uuid not null,
      "assigned" int not null default 0, "submitted" int not null default 0,
      "mean" double precision null, "spread" double precision null,
      "criterion_means" jsonb not null default '{}',
      constraint "review_consensus_pkey" primary key ("id"));`);
    this.addSql(`alter table "review_consensus" add constraint "review_consensus_stage_id_idea_id_unique" unique ("stage_id", "idea_id");`);
    this.addSql(`create index "review_consensus_idea_id_index" on "review_consensus" ("idea_id");`);
    // The table's own orders, a first page from an index in either direction (descending puts the
    // ideas without a figure last too, as the table does): the mean (its default), the spread, the reviews.
    this.addSql(`create index "review_consensus_stage_id_mean_index" on "review_consensus" ("stage_id", "mean");`);
    this.addSql(`create index "review_consensus_stage_id_mean_desc_index" on "review_consensus" ("stage_id", "mean" desc nulls last);`);
    this.addSql(`create index "review_consensus_stage_id_spread_index" on "review_consensus" ("stage_id", "spread");`);
    this.addSql(`create index "review_consensus_stage_id_spread_desc_index" on "review_consensus" ("stage_id", "spread" desc nulls last);`);
    this.addSql(`create index "review_consensus_stage_id_submitted_index" on "review_consensus" ("stage_id", "submitted");`);
    this.addSql(`alter table "review_consensus" add constraint "review_consensus_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "review_consensus" add constraint "review_consensus_stage_id_foreign" foreign key ("stage_id") references "campaign_stage" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "review_consensus" add constraint "review_consensus_idea_id_foreign" foreign key ("idea_id") references "idea" ("id") on update cascade on delete cascade;`);

    // Each pair's figures from its source rows, as review-scores.ts reckons them; no row for a pair without assignments.
    this.addSql(`create function review_consensus_figures(stage_ids uuid[], idea_ids uuid[])
      returns table (organisation_id uuid, stage_id uuid, idea_id uuid, assigned int, submitted int, mean float8, spread float8, criterion_means jsonb)
      language sql stable as $$
        with pairs as (select distinct u.stage_id, u.idea_id from unnest(stage_ids, idea_ids) u(stage_id, idea_id)),
        counts as (
          select a.stage_id, a.idea_id, count(*)::int as assigned
          from pairs p join review_assignment a on a.stage_id = p.stage_id and a.idea_id = p.idea_id
          group by a.stage_id, a.idea_id
        ),
        scores as (
          select a.stage_id, a.idea_id, a.id as assignment_id, rs.criterion_id, c.weight,
            (rs.score - 1)::float8 / (c.scale - 1) * 100 as normalised
          from pairs p
          join review_assignment a on a.stage_id = p.stage_id and a.idea_id = p.idea_id and a.state = 'submitted'
          join review_score rs on rs.assignment_id = a.id and rs.score is not null
          join scorecard_criterion c on c.id = rs.criterion_id
        ),
        reviews as (
          select stage_id, idea_id, sum(normalised * weight) / sum(weight) as score
          from scores group by stage_id, idea_id, assignment_id having sum(weight) > 0
        ),
        panel as (select stage_id, idea_id, count(*)::int as n, sum(score) / count(*) as mean from reviews group by stage_id, idea_id),
        spread as (
          select r.stage_id, r.idea_id, sqrt(sum((r.score - p.mean) * (r.score - p.mean)) / p.n) as spread
          from reviews r join panel p on p.stage_id = r.stage_id and p.idea_id = r.idea_id
          group by r.stage_id, r.idea_id, p.n
        ),
        criteria as (
          select stage_id, idea_id, jsonb_object_agg(criterion_id, mean) as means
          from (select stage_id, idea_id, criterion_id, avg(normalised) as mean from scores group by stage_id, idea_id, criterion_id) m
          group by stage_id, idea_id
        )
        select s.organisation_id, x.stage_id, x.idea_id, x.assigned, coalesce(p.n, 0), p.mean, sp.spread, coalesce(cm.means, '{}')
        from counts x
        join campaign_stage s on s.id = x.stage_id
        left join panel p on p.stage_id = x.stage_id and p.idea_id = x.idea_id
        left join spread sp on sp.stage_id = x.stage_id and sp.idea_id = x.idea_id
        left join criteria cm on cm.stage_id = x.stage_id and cm.idea_id = x.idea_id
      $$;`);

    this.addSql(`create function refresh_review_consensus(stage_ids uuid[], idea_ids uuid[]) returns void language plpgsql
      set plan_cache_mode = force_custom_plan as $$
      begin
        -- The pairs' rows, made where missing (with their figures as this statement sees them, so
        -- a new row is mostly written once), then locked, in one order.
        insert into review_consensus (id, created_at, updated_at, organisation_id, stage_id, idea_id, assigned, submitted, mean, spread, criterion_means)
        select gen_random_uuid(), now(), now(), f.organisation_id, f.stage_id, f.idea_id, f.assigned, f.submitted, f.mean, f.spread, f.criterion_means
        from review_consensus_figures(stage_ids, idea_ids) f
        order by f.stage_id, f.idea_id
        on conflict (stage_id, idea_id) do nothing;
        perform 1 from review_consensus c
        where (c.stage_id, c.idea_id) in (select u.stage_id, u.idea_id from unnest(stage_ids, idea_ids) u(stage_id, idea_id))
        order by c.stage_id, c.idea_id
        for update;

        -- Again after the locks, with this statement's own snapshot: it sees what the holder of a
        -- lock committed. Unchanged rows are not written.
        insert into review_consensus as r (id, created_at, updated_at, organisation_id, stage_id, idea_id, assigned, submitted, mean, spread, criterion_means)
        select gen_random_uuid(), now(), now(), f.organisation_id, f.stage_id, f.idea_id, f.assigned, f.submitted, f.mean, f.spread, f.criterion_means
        from review_consensus_figures(stage_ids, idea_ids) f
        on conflict (stage_id, idea_id) do update
        set assigned = excluded.assigned, submitted = excluded.submitted, mean = excluded.mean, spread = excluded.spread,
          criterion_means = excluded.criterion_means, updated_at = now()
        where (r.assigned, r.submitted, r.mean, r.spread, r.criterion_means)
          is distinct from (excluded.assigned, excluded.submitted, excluded.mean, excluded.spread, excluded.criterion_means);

        -- A pair nobody is asked to review any more has nothing to rank.
        delete from review_consensus c
        where (c.stage_id, c.idea_id) in (select u.stage_id, u.idea_id from unnest(stage_ids, idea_ids) u(stage_id, idea_id))
          and not exists (select 1 from review_assignment a where a.stage_id = c.stage_id and a.idea_id = c.idea_id);
      end $$;`);

    // One body per table for its three statements: each branch reads only the transition tables
    // its own trigger declares (plpgsql plans a statement when it first runs it).
    this.addSql(`create function review_assignment_consensus() returns trigger language plpgsql as $$
      declare stage_ids uuid[]; idea_ids uuid[];
      begin
        if tg_op = 'INSERT' then
          select array_agg(stage_id), array_agg(idea_id) into stage_ids, idea_ids from added_assignments;
        elsif tg_op = 'DELETE' then
          select array_agg(stage_id), array_agg(idea_id) into stage_ids, idea_ids from removed_assignments;
        else
          -- A reminder or a new due date or evaluator changes no figure.
          select array_agg(v.stage_id), array_agg(v.idea_id) into stage_ids, idea_ids
          from removed_assignments o join added_assignments n on n.id = o.id,
            lateral (values (o.stage_id, o.idea_id), (n.stage_id, n.idea_id)) v(stage_id, idea_id)
          where o.state <> n.state or o.stage_id <> n.stage_id or o.idea_id <> n.idea_id;
        end if;
        if stage_ids is not null then perform refresh_review_consensus(stage_ids, idea_ids); end if;
        return null;
      end $$;`);
    this.addSql(`create trigger review_assignment_consensus_insert after insert on review_assignment
      referencing new table as added_assignments for each statement execute function review_assignment_consensus();`);
    this.addSql(`create trigger review_assignment_consensus_update after update on review_assignment
      referencing old table as removed_assignments new table as added_assignments for each statement execute function review_assignment_consensus();`);
    this.addSql(`create trigger review_assignment_consensus_delete after delete on review_assignment
      referencing old table as removed_assignments for each statement execute function review_assignment_consensus();`);

    // Scores count once their review is submitted: a draft's autosave refreshes nothing. Removed
    // scores are left to the triggers of what removes them (an assignment, a criterion): a
    // cascade deletes a row's scores in a statement of its own, and a trigger here would run once
    // per assignment when a coach deals a stage afresh.
    this.addSql(`create function review_score_consensus() returns trigger language plpgsql as $$
      declare stage_ids uuid[]; idea_ids uuid[];
      begin
        if tg_op = 'INSERT' then
          select array_agg(a.stage_id), array_agg(a.idea_id) into stage_ids, idea_ids
          from added_scores n join review_assignment a on a.id = n.assignment_id where a.state = 'submitted';
        else
          select array_agg(a.stage_id), array_agg(a.idea_id) into stage_ids, idea_ids
          from removed_scores o join added_scores n on n.id = o.id, review_assignment a
          where a.id in (o.assignment_id, n.assignment_id) and a.state = 'submitted'
            and (o.score is distinct from n.score or o.criterion_id <> n.criterion_id or o.assignment_id <> n.assignment_id);
        end if;
        if stage_ids is not null then perform refresh_review_consensus(stage_ids, idea_ids); end if;
        return null;
      end $$;`);
    this.addSql(`create trigger review_score_consensus_insert after insert on review_score
      referencing new table as added_scores for each statement execute function review_score_consensus();`);
    this.addSql(`create trigger review_score_consensus_update after update on review_score
      referencing old table as removed_scores new table as added_scores for each statement execute function review_score_consensus();`);

    // A new weight or scale changes every submitted review of the stage, and so does a removed
    // criterion, whose scores its cascade has deleted by the time this runs; a new one has none yet.
    this.addSql(`create function scorecard_criterion_consensus() returns trigger language plpgsql as $$
      declare stage_ids uuid[]; idea_ids uuid[]; changed uuid[];
      begin
        if tg_op = 'DELETE' then
          select array_agg(distinct o.stage_id) into changed from removed_criteria o;
        else
          select array_agg(distinct n.stage_id) into changed from removed_criteria o join added_criteria n on n.id = o.id
          where o.weight <> n.weight or o.scale <> n.scale;
        end if;
        if changed is null then return null; end if;
        select array_agg(a.stage_id), array_agg(a.idea_id) into stage_ids, idea_ids
        from (select distinct a.stage_id, a.idea_id from review_assignment a where a.state = 'submitted' and a.stage_id = any (changed)) a;
        if stage_ids is not null then perform refresh_review_consensus(stage_ids, idea_ids); end if;
        return null;
      end $$;`);
    this.addSql(`create trigger scorecard_criterion_consensus_update after update on scorecard_criterion
      referencing old table as removed_criteria new table as added_criteria for each statement execute function scorecard_criterion_consensus();`);
    this.addSql(`create trigger scorecard_criterion_consensus_delete after delete on scorecard_criterion
      referencing old table as removed_criteria for each statement execute function scorecard_criterion_consensus();`);

    // The stages reviewed so far, at once.
    this.addSql(`select refresh_review_consensus(array_agg(stage_id), array_agg(idea_id)) from (select distinct stage_id, idea_id from review_assignment) pairs having count(*) > 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists scorecard_criterion_consensus_update on scorecard_criterion;`);
    this.addSql(`drop trigger if exists scorecard_criterion_consensus_delete on scorecard_criterion;`);
    this.addSql(`drop trigger if exists review_score_consensus_insert on review_score;`);
    this.addSql(`drop trigger if exists review_score_consensus_update on review_score;`);
    this.addSql(`drop trigger if exists review_assignment_consensus_insert on review_assignment;`);
    this.addSql(`drop trigger if exists review_assignment_consensus_update on review_assignment;`);
    this.addSql(`drop trigger if exists review_assignment_consensus_delete on review_assignment;`);
    this.addSql(`drop function if exists scorecard_criterion_consensus();`);
    this.addSql(`drop function if exists review_score_consensus();`);
    this.addSql(`drop function if exists review_assignment_consensus();`);
    this.addSql(`drop function if exists refresh_review_consensus(uuid[], uuid[]);`);
    this.addSql(`drop function if exists review_consensus_figures(uuid[], uuid[]);`);
    this.addSql(`drop table if exists "review_consensus" cascade;`);
  }
}
