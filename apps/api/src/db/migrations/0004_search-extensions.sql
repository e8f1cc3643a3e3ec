-- btree_gin lets one GIN index cover translation = x AND text ILIKE y (keyword search, issue 7).
CREATE EXTENSION IF NOT EXISTS btree_gin;
