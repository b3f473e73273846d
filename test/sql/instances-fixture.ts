/** A small schema of our own for the test-suite tests, written child-first so ordering is exercised. */
import { parseSqlDump } from "../../src/sql/dump.js";

export const COMPANY_DDL = `
CREATE TABLE assignment (
  emp_id INTEGER REFERENCES employee (emp_id),
  project VARCHAR(20),
  hours DECIMAL(5,1),
  PRIMARY KEY (emp_id, project)
);
CREATE TABLE employee (
  emp_id INTEGER PRIMARY KEY,
  name VARCHAR(40) NOT NULL,
  dept_id INT REFERENCES department (dept_id),
  salary DECIMAL(10,2),
  hired DATE,
  manager_id INTEGER REFERENCES employee (emp_id),
  remote BOOLEAN
);
CREATE TABLE department (
  dept_id INTEGER PRIMARY KEY,
  name TEXT,
  budget REAL
);
`;

export const COMPANY = parseSqlDump(COMPANY_DDL, "company.sql").schema;
