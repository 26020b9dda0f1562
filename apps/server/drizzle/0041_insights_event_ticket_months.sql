-- Insights (issue 33, ADR 039): a kept month's order lines are now grouped by event too, so each
-- event's ticket money is summed from the kept closed months and the open month instead of every
-- order on each read. Rows kept before this lack the event: they are forgotten, and the next read
-- computes them again from the records.
DELETE FROM "insights_closed_months";
