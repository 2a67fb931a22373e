/**
 * The open data's door (/data/): the tables and their Table Schemas, the files the route handler
 * writes, the Data Package that describes them, and how to cite them.
 */
export { tableNames, type TableName } from './tables';
export { dataFiles, recordFiles, recordFileExamples, dataYears, formats, dataFormats, DATA_PACKAGE, type DataFormat } from './dataPackage';
export { RECORDS_INDEX } from './records';
export type { TableSchema } from './tableSchema';
