/**
 * The open data's door (/data/): the tables and their Table Schemas, the files the route handler
 * writes, the Data Package that describes them, and how to cite them.
 */
export { tableDefinitions, tableNames, buildTables, type TableDefinition, type TableName } from './tables';
export { dataFiles, dataPackageDescriptor, dataCitation, dataYears, resourceName, formats, dataFormats, DATA_PACKAGE, type DataFile, type DataFormat } from './dataPackage';
export type { TableSchema, TableField, Row, Cell } from './tableSchema';
